class app (
  Optional[String] $unit_template = undef,
) {
  file { '/etc/systemd/system/app.service':
    content => epp($unit_template),
  }
}
