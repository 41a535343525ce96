import { measureStoryDraws, storyDrawLines } from './bench/storyDraw';
const f = await measureStoryDraws();
console.log(storyDrawLines(f).join('\n'));
for (const s of [...f.stories].sort((a, b) => b.loadMs - a.loadMs)) console.log(s.id, Math.round(s.switchMs), Math.round(s.loadMs));
