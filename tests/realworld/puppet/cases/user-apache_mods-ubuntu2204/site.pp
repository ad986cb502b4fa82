class { 'apache':
  mpm_module => 'prefork',
}
include apache::mod::php
include apache::mod::rewrite
include apache::mod::headers
include apache::mod::ssl
