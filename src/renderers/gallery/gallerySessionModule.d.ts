/** The demo session of every recording, computed when the gallery is built (.storybook/reportGallery.ts). */
declare module 'virtual:gallery-session' {
  const session: import('./gallerySession').GallerySession;
  export default session;
}
