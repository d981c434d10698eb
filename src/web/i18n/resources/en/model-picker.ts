/** The model picker's list (chat header, mask editor), loaded with it. */
export const modelPicker = {
  categoryRuns: 'Category · {{model}} on {{provider}}',
  unreachable: 'Not offered: {{names}}. This server has no address or key for them.',
};
