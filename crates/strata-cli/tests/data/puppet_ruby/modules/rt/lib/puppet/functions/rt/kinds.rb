# The Ruby classes of its arguments (no dispatch: the method takes any arguments).
Puppet::Functions.create_function(:'rt::kinds') do
  def kinds(*values)
    values.map { |v| v.class.name }
  end
end
