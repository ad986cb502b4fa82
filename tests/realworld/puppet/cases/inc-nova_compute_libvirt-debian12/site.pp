include nova::compute::libvirt
