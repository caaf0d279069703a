// Babel is what Taro compiles with (tsc only type-checks). NutUI is imported per component.
// H5 compiles for its browsers' real versions, mini-programs as before: config/babel-targets.js.
const targets = require('./config/babel-targets')()
module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        useBuiltIns: false,
        ...(targets ? { targets } : {}),
      },
    ],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        style: (name) => `${name}/style/css`,
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      },
      'nutui-react-taro',
    ],
  ],
}
