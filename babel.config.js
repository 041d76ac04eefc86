// One Babel config for webpack (the SPA), @babel/register (webpack.config.ts) and babel-jest.
module.exports = (api) => {
  const forBrowser = api.caller((caller) => Boolean(caller && caller.name === 'babel-loader'));
  return {
    presets: [
      [
        '@babel/preset-env',
        // Browsers: the package.json "browserslist" (the versions MUI 9 and the data grid support).
        forBrowser ? { modules: false, bugfixes: true } : { targets: { node: 'current' } },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
  };
};
