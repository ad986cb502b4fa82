Puppet::Functions.create_function(:'r12d::port_of') do
  dispatch :port_of do
    param 'String', :service
    return_type 'Integer[1, 65535]'
  end

  def port_of(service)
    { 'ssh' => 22 }.fetch(service, 80)
  end
end
