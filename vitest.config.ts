import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['server', 'kube-sim', 'web', 'rules', 'cli'],
  },
});
