// Mantine's preset gives CSS modules its mixins (light-dark, smaller-than, rem).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
