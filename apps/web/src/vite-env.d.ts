/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' exposes the session store on window for browser journeys (never in a release build). */
  readonly VITE_EXPOSE_SESSION?: string;
}
