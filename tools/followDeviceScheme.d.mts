/** See followDeviceScheme.mjs: the dark design for devices set to dark, where nobody chose a design. */
import type { PluginCreator } from 'postcss';

export const followDeviceScheme: PluginCreator<void>;
