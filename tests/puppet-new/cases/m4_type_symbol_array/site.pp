# a module type whose parameters are declared in a loop over %i[] and %w[] literals
symarr_conf { 'indexers':
  value        => 'idx1:9997',
  purge_inputs => true,
}
symarr_conf { 'web':
  value         => 'on',
  purge_outputs => false,
}
