Puppet::Functions.create_function(:'r12v::users_cfg') do
  dispatch :users_cfg do
    param 'Array[String]', :users
    param 'Integer', :base_uid
  end

  def users_cfg(users, base_uid)
    users.each_with_index.to_h do |u, i|
      [u, { 'uid' => base_uid + i, 'home' => "/home/#{u}" }]
    end
  end
end
