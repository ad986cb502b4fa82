class role($tier = 'none') { notify { "tier ${tier}": } }
node default { class { 'role': tier => 'default-tier' } }
