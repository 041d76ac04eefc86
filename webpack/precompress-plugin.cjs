/**
 * Writes a `.br` and a `.gz` beside every text asset worth compressing, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of
 * sending the JavaScript uncompressed or compressing on every request.
 */
const zlib = require('node:zlib');
const { Compilation, sources } = require('webpack');

const TEXT = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT.test(name)) continue;
            const buffer = compilation.getAsset(name).source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const gzip = zlib.gzipSync(buffer, { level: 9 });
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), { compressed: true });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
            compilation.updateAsset(name, (source) => source, (info) => ({
              ...info,
              related: { ...info.related, gzip: `${name}.gz`, brotli: `${name}.br` },
            }));
          }
        },
      );
    });
  }
}

module.exports = PrecompressPlugin;
