import type { AppServices } from '../defineRoute';
import { defineRoute } from '../defineRoute';

/**
 * `npm run dev` only: the state of the live definitions (a version that changes on each reload,
 * and the problems of the last one), read by the page to show problems and to reload itself.
 * Not mounted by `npm start`.
 */
export default function devDefinitionsRoutes(services: AppServices) {
  const live = services.definitions;
  if (!live) return [];
  return [
    defineRoute<Record<string, never>>({
      path: '/dev/definitions', auth: 'public',
      reqData: { type: 'object', additionalProperties: false, properties: {} },
      handler: async () => ({ res: live.state() }),
    }),
  ];
}
