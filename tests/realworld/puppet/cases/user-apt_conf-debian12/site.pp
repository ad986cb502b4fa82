include apt
apt::conf { 'no-recommends':
  content => "APT::Install-Recommends \"false\";\n",
}
apt::setting { 'conf-proxy':
  content => "Acquire::http::Proxy \"http://proxy.example.com:3128\";\n",
}
