# A feature a module adds, as augeas_core adds `augeas`: its test runs at the first question.
Puppet.features.add(:rt_probe) { 'yes'.start_with?('y') }
