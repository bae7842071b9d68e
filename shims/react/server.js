export * from 'preact/compat/server';
