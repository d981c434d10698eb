/** The sidebar's Discovery menu, loaded with it. */
export const discovery = {
  plugins: 'Plugins',
  stableDiffusion: 'Stable Diffusion',
  searchChat: 'Search Chat',
};
