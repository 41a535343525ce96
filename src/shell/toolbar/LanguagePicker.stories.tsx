import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Lang } from '../../i18n/language';
import { LanguagePicker } from './LanguagePicker';

const meta = {
  title: 'Shell/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', onChange: fn() },
  decorators: [(Story) => <div className="toolbar" style={{ position: 'static', padding: 12 }}><Story /></div>],
  // The picker keeps the choice here; the console's setLanguage also switches i18next (the toolbar's globe does that in Storybook).
  render: function Render(args) {
    const [lang, setLang] = useState<Lang>(args.value);
    return <LanguagePicker {...args} value={lang} onChange={(next) => { setLang(next); args.onChange(next); }} />;
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
/** Each language is named in its own language: English and 繁體中文. */
export const TraditionalChinese: Story = { args: { value: 'tw' }, globals: { locale: 'tw' } };
