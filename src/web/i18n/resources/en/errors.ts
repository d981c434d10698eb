/** The spec's error catalogue (part 1 section 8, part 2 section 8). */
export const errors = {
  unauthorizedWithKey: 'Invalid API key detected, please check it on the Settings page',
  unauthorizedNoKey:
    'Access password is wrong or empty, go to the login page to enter the right password or enter your own API key in settings',
  unauthorizedDesktop: 'Invalid API Key, please check it in Settings page',
  emptyResponse: 'empty response from server',
  promptBlocked: 'Message is being blocked for reason: {{reason}}',
  azureIncomplete: 'incomplete azure config, please check it in your settings page',
  requestFailed: 'Request failed with status {{status}}: {{body}}',
  parseFailed: 'Failed to parse response',
  timeout: 'The request timed out',
  usageFailed: 'Failed to query usage from openai',
  shareError: 'Share Error',
  importFailed: 'Failed to import from file',
  summaryTooShort: 'conversation too short, no summary needed',
  fieldRequired: '{{field}} is required',
  fieldEmpty: '{{field}} cannot be empty',
  fieldPrompt: 'Please enter {{field}}',
  uploadError: 'upload Error: {{message}}',
};
