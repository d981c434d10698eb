/** Knowledge bases across devices (sync, the Include documents switch) and web pages added by
 * address. */
export const knowledgeSync = {
  elsewhere: 'On another device',
  elsewhereHint: 'Its text stayed on the device that added it. Turn on Include documents in Settings → Sync on both devices to search it here too.',
  webPage: 'Web page',
  addPage: 'Add web page',
  pageAddress: 'Address of the web page',
  readingPage: 'Reading {{url}}…',
  pageFailure: {
    'invalid-url': 'That is not a web address. Type one such as https://example.com/page.',
    blocked_address: 'The server does not read this address: it is not a public web page.',
    timeout: 'The page took too long to answer. Try again later.',
    too_large: 'The page is too large to read.',
    bad_status: 'The site answered with an error ({{status}}).',
    unsupported_type: 'This address is not a web page or a document that can be read.',
    unreadable: 'The page has no text that can be read.',
    unreachable: 'The page could not be reached. Check the address and the connection.',
    too_many_redirects: 'The page redirects too many times to be read.',
    unauthorized: 'The server asks for the access code before it reads pages. Enter it in Settings.',
    refused: 'The server refused to read the page.',
    badAnswer: 'The server’s answer could not be understood.',
  },
  includeDocuments: {
    title: 'Include documents',
    subTitle: 'Also upload the text of the knowledge bases’ files: {{size}} now, at most {{max}}. Their names and file lists always travel.',
  },
};
