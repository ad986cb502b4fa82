Puppet::Functions.create_function(:'r12v::defaults') do
  dispatch :defaults do
    param 'String', :component
  end

  def defaults(component)
    { 'name' => component.capitalize, 'workers' => 4, 'tags' => [component, 'managed'] }
  end
end
