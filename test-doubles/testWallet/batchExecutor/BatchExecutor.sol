// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The code an account delegates to with EIP-7702 so one transaction runs a batch of calls
/// atomically: the account sends a type-4 transaction to itself calling `execute`. Only the
/// account itself may call it; a failing call reverts the whole batch with that call's reason.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error Unauthorized();

    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }

    /// A delegated account still receives plain ether transfers.
    receive() external payable {}
}
