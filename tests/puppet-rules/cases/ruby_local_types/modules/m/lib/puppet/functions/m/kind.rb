# frozen_string_literal: true

Puppet::Functions.create_function(:'m::kind') do
  local_types do
    type 'Collection2 = Variant[Hash, Array]'
    type 'CollectionOrString = Variant[Collection2, String]'
  end

  dispatch :kind do
    param 'CollectionOrString', :obj
  end

  def kind(obj)
    obj.class.name
  end
end
