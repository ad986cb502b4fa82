type Nginx::UpstreamMembers = Hash[String,Nginx::UpstreamMember]
