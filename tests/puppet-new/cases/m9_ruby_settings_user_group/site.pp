notice("${settings::user}:${settings::group}")
notice(m9s::owner())
notify { 'owner': message => $settings::user }
