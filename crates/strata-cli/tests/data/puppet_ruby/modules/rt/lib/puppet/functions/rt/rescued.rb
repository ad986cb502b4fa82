# Rescues the error of a Puppet function it calls, as extlib::has_module rescues
# get_module_path's: the error is a Puppet::ParseError there.
Puppet::Functions.create_function(:'rt::rescued') do
  dispatch :rescued do
    param 'String', :message
  end

  def rescued(message)
    call_function('fail', message)
    'not raised'
  rescue Puppet::ParseError => e
    "rescued #{e.is_a?(Puppet::Error)}: #{e.message}"
  end
end
