ironic_config {
  'neutron/cleaning_network':  value => 'cleaning_net', transform_to => 'net_uuid';
}
