/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer = {
  loading: 'Loading…',
  openApp: 'Open PolyChat',
  failed: 'This could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  artifact: {
    title: 'Artifact',
    subtitle: 'Shared from PolyChat. It runs in a sandbox, apart from the app.',
    frame: 'Shared artifact',
    notFound: 'This artifact does not exist, or its link has expired.',
    download: 'Download',
    copyLink: 'Copy link',
  },
  share: {
    title: 'Shared chat',
    subtitle_one: '{{count}} message, shared on {{date}}',
    subtitle_other: '{{count}} messages, shared on {{date}}',
    notFound: 'This shared chat does not exist, or its link has expired.',
    continue: 'Continue this chat',
    continued: 'The chat was added to your chats.',
    footer: 'Shared from <link>PolyChat</link>, an open-source multi-provider AI chat client.',
    roles: { human: 'You', gpt: 'Assistant' },
  },
};
