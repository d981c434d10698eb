import { createContext } from 'react';

/** Whether the chat being shown previews HTML and SVG code (its mask, else the global setting). */
export const ArtifactsEnabled = createContext(false);
