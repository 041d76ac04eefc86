import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { NormalModuleReplacementPlugin, type Configuration, type Module } from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PrecompressPlugin = require('./webpack/precompress-plugin.cjs');
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const apiPort = process.env.PORT ?? '8080';

/**
 * MUI's modules on the login screen (its page and the public layout): form controls, buttons,
 * text, layout boxes and the helpers they use. Read from the build's stats; one missing here only
 * lands in another chunk, and test/e2e/firstLoadBudget.e2e.ts weighs the result.
 */
const FIRST_SCREEN_MUI = [
  'material/(ButtonBase|Button|Typography|FormControl|FormLabel|FormHelperText|InputLabel|InputBase|OutlinedInput|TextareaAutosize|Link|Paper|Stack|Container|useLazyRipple)/',
  'material/ButtonGroup/ButtonGroup(Button)?Context',
  'material/Select/selectClasses',
  'material/styles/useTheme',
  'material/transitions/useReducedMotion',
  'material/utils/(useFocusableWhenDisabled|useEventCallback|useForkRef|useId|isMuiElement|getActiveElement|ownerDocument|useEnhancedEffect|useSlot)',
  'system/(Stack|Container|styled|useThemeProps)/',
  'utils/(isFocusVisible|useEventCallback|useForkRef|useLazyRef|useOnMount|useTimeout|isMuiElement|appendOwnerState|debounce|extractEventHandlers|getActiveElement|isEventHandler|isHostComponent|mergeSlotProps|omitEventHandlers|ownerDocument|ownerWindow|resolveComponentProps)/',
];
const FIRST_SCREEN_MUI_PATH = new RegExp(`/node_modules/@mui/(${FIRST_SCREEN_MUI.join('|')})`);

/**
 * The chunks of a visitor's screens (and what they may show: a toast, the confirm dialog, MUI's
 * theme), whose code stays split as it is: the login screen stays light (≤ 150 KB, issue 20).
 * Every other lazy chunk is a logged-in user's.
 */
const PUBLIC_CHUNKS = /^(login|public-layout|password-reset|password-reset-sagas|legal|error|not-found|i18n-.*|error-reporting|flow-recorder|toasts|confirm|mui-theme)$/;
const isPrivateChunk = (chunk: { name?: string | null; canBeInitial(): boolean }) =>
  !chunk.canBeInitial() && !(chunk.name && PUBLIC_CHUNKS.test(chunk.name));

/**
 * MUI (components, styling engine, emotion, icons, transitions) in few chunks on the logged-in
 * screens (issue 20: the stand list's full navigation loaded 42 scripts, each a task, and MUI's
 * modules could not be concatenated across chunks): what the private layout uses, which every
 * logged-in screen loads, in one chunk; what only the data grid uses with the grid; the rest split
 * as webpack does, so a screen loads no MUI code it does not use (a single chunk of every MUI
 * module the logged-in screens use was tried: the administrator's home, empty cache, then
 * received 324 KB of gzipped script instead of ~255, for no CPU time the profiles could tell).
 */
const MUI_PATH = /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|icons-material|private-theming|styled-engine|x-internals)|@emotion|@base-ui|react-transition-group|@popperjs|hoist-non-react-statics|clsx|prop-types|react-is|stylis|dom-helpers|use-sync-external-store)[\\/]/;
// src/ui/isPropValid.ts stands in for @emotion/is-prop-valid (resolve.alias): it goes where emotion goes.
const STANDS_IN_FOR_A_PACKAGE = /[\\/]src[\\/]ui[\\/]isPropValid\.ts$/;
const isMui = (name: string) => MUI_PATH.test(name) || STANDS_IN_FOR_A_PACKAGE.test(name);
const isVendor = (module: Module) => {
  const name = module.nameForCondition() ?? '';
  return /[\\/]node_modules[\\/]/.test(name) || STANDS_IN_FOR_A_PACKAGE.test(name);
};
type ChunkGraphLike = { getModuleChunksIterable(module: Module): Iterable<{ name?: string | null }> };
const inChunk = (module: Module, chunkGraph: ChunkGraphLike, name: string) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === name);
const onlyInChunk = (module: Module, chunkGraph: ChunkGraphLike, name: string) =>
  [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => chunk.name === name);
const DATA_GRID_PATH = /[\\/]node_modules[\\/]@mui[\\/](x-data-grid|x-virtualizer)[\\/]/;

export default (_env: unknown, argv: { mode?: string }): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    // No source maps in production: the full source is not published (issue 7); development keeps them.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        // The import aliases of tsconfig.json.
        '@': path.resolve(__dirname, 'src'),
        // Catalogues are precompiled (webpack/messages-loader.cjs): no ICU parser in the browser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // emotion's prop filter without its 418-alternative expression to compile on every new page (src/ui/isPropValid.ts).
        '@emotion/is-prop-valid$': path.resolve(__dirname, 'src/ui/isPropValid.ts'),
        // react-router's package exports only its development build to bundlers; its
        // production build (no dev warnings or checks) sits beside it.
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]i18n[\\/][a-z]{2}\.json$/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'webpack/messages-loader.cjs'),
        },
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { cacheDirectory: true } } },
        { test: /\.(png|svg|jpg|jpeg|gif|ico)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The first screen's styles inlined in the page (src/ui/firstScreen.css): the login screen
      // is plain HTML, without MUI or emotion (issue 20), and paints with no stylesheet to fetch.
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        templateParameters: { firstScreenCss: fs.readFileSync(path.resolve(__dirname, 'src/ui/firstScreen.css'), 'utf8') },
        minify: production ? { collapseWhitespace: true, keepClosingSlash: true, removeComments: true, removeRedundantAttributes: true, removeScriptTypeAttributes: true, removeStyleLinkTypeAttributes: true, useShortDoctype: true, minifyCSS: true } : false,
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // The theme has no CSS variables (src/ui/theme.ts): MUI's code for such themes is left out.
      new NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/, path.resolve(__dirname, 'webpack/no-css-variables-theme.mjs')),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // webpack's own vendors group, with src/ui/isPropValid.ts (which stands in for a package) in it.
          defaultVendors: { test: isVendor, priority: -10, reuseExistingChunk: true, idHint: 'vendors' },
          // The login screen's MUI modules in one chunk, shared with every screen that uses them,
          // instead of four small ones shared two by two (each gzipped from nothing) and copies of
          // Link and Stack in the page's and the layout's (issue 20, first-load JavaScript).
          firstScreen: {
            test: (module: Module) => FIRST_SCREEN_MUI_PATH.test((module.nameForCondition() ?? '').replace(/\\/g, '/')),
            chunks: 'all',
            name: 'first-screen',
            enforce: true,
            priority: 20,
          },
          privateShell: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
              isMui(module.nameForCondition() ?? '') && inChunk(module, chunkGraph, 'private-layout'),
            chunks: isPrivateChunk,
            name: 'private-shell',
            enforce: true,
            priority: 31,
          },
          dataGrid: {
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraphLike }) => {
              const name = module.nameForCondition() ?? '';
              // MUI's modules only the grid uses (those the stand page shares stay out of its chunk).
              return DATA_GRID_PATH.test(name) || (isMui(name) && onlyInChunk(module, chunkGraph, 'list-grid'));
            },
            chunks: isPrivateChunk,
            name: 'data-grid',
            enforce: true,
            priority: 30,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/backend'], target: `http://localhost:${apiPort}` }],
    },
  };
};
