class { 'php':
  fpm        => true,
  composer   => false,
  settings   => { 'PHP/memory_limit' => '256M' },
  extensions => { 'mbstring' => {}, 'intl' => {} },
}
