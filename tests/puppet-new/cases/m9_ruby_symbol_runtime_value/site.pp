$h = m9y::hosts()
$data = $h['a.example.com']
notice(String($h))
notice($data['ports'])
notice($data.keys.map |$k| { $k =~ String })
$proto = $data.values[1]
notice(type($proto))
notice("${proto} ${String($proto, '%p')} ${String($proto, '%q')}")
notice($proto == 'tcp')
notice(m9y::is_sym($proto))
notice($data.filter |$k, $v| { "${k}" == 'ports' })
notify { 'proto': message => $proto }
