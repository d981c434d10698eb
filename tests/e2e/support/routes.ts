/** The app's screens as a visitor reaches them by address (spec part 1 section 2). */
export const ROUTES = ['/#/chat', '/#/settings', '/#/chat/masks', '/#/new-chat', '/#/plugins', '/#/search-chat', '/#/sd', '/#/auth'] as const;
