node /^test/ {
  if $trusted['certname'] =~ /node$/ and $facts['kernel'] == 'Linux' { notify { 'both': } }
}
