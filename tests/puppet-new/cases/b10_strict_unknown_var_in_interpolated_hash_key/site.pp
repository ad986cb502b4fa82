$h = { 'a' => 1 }
notify { "v=${h[$missing_key]}": }
