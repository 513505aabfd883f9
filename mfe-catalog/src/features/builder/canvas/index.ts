/** Entry of the 3D experience's own document (built by rsbuild.builder.config.ts). */
import './canvas.css';
import { startConfigurator } from './configurator';

startConfigurator();
