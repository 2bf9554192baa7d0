import { defineConfig } from 'vite';
import { createAppViteConfig } from '@companion/vite-app-config';

export default defineConfig(createAppViteConfig({ port: 5175 }));
