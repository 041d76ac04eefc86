import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PrecompressPlugin = require('./webpack/precompress-plugin.cjs');
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const apiPort = process.env.PORT ?? '8080';

/** The chunks of the login screen (src/app/guards.tsx, src/features/auth/manifest.ts). */
const FIRST_SCREEN_CHUNKS = ['login', 'public-layout'];

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
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // The theme has no CSS variables (src/ui/theme.ts): MUI's code for such themes is left out.
      new NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/, path.resolve(__dirname, 'webpack/no-css-variables-theme.mjs')),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The libraries of the login screen (its page and the public layout: MUI's form controls,
          // buttons, text) in one chunk instead of six small ones shared two by two, each gzipped
          // from nothing and some holding the same modules (issue 20, first-load JavaScript).
          firstScreen: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => FIRST_SCREEN_CHUNKS.includes(chunk.name ?? ''),
            name: 'first-screen',
            enforce: true,
            priority: 20,
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
