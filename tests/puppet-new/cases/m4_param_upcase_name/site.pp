# parameters whose names hold capitals: the catalog lists them downcased (Resource#parameter_name)
class { 'upc':
  purge_Old_Files => true,
}
upc::item { 'a': count => 3 }
upc::item { 'b': }
