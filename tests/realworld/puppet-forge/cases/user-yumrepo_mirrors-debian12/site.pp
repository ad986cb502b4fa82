# plain yumrepo resources: a mirrorlist repo, a disabled debug repo, repo defaults via a resource default
Yumrepo {
  gpgcheck => '1',
  enabled  => '1',
}
yumrepo { 'company-base':
  descr      => 'Company base packages',
  baseurl    => 'https://repo.example.com/el$releasever/$basearch/',
  gpgkey     => 'https://repo.example.com/RPM-GPG-KEY-company',
  priority   => '10',
  exclude    => 'kernel* java*',
}
yumrepo { 'company-debug':
  descr   => 'Company debug symbols',
  baseurl => 'https://repo.example.com/el$releasever/$basearch/debug/',
  enabled => '0',
}
yumrepo { 'vendor-tools':
  descr      => 'Vendor tools',
  mirrorlist => 'https://mirrors.vendor.example/list?arch=$basearch',
  sslverify  => 'True',
  timeout    => '30',
}
