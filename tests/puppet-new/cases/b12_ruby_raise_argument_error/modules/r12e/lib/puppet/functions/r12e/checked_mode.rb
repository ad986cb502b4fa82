Puppet::Functions.create_function(:'r12e::checked_mode') do
  dispatch :checked_mode do
    param 'String', :mode
  end

  def checked_mode(mode)
    raise ArgumentError, "r12e::checked_mode(): '#{mode}' is not an octal mode" unless mode =~ /\A0?[0-7]{3,4}\z/
    mode.to_i(8)
  end
end
