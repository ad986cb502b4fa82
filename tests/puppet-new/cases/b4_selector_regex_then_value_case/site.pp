notice('ABC' ? { /abc/ => 'regex', 'abc' => 'string', default => 'none' })
