define mod::thing() {
  notify { "${title} ${module_name} ${caller_module_name}": }
}
