// Placeholder so the backend can bundle /frame.js on its own: the frame page lands separately
// (another branch) and replaces this file.
export {}
