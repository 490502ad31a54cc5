/// <reference types="vite/client" />

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { background?: boolean };
    mutationMeta: { silent?: boolean };
  }
}
