// The server's process (npm start, npm run dev, the Docker image): the start of server/src/main.ts
// with the demo content plugged in, so the server itself never imports seed/.
import { startServer } from '../server/src/main.js';
import { demoSeed } from './seed.js';

startServer(demoSeed);
