export * from 'preact/compat/client';
