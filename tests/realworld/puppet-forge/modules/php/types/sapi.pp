type Php::Sapi = Enum[
  'ALL',
  'cli',
  'fpm',
  'apache2' # lint:ignore:trailing_comma
]
